import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { BellOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Avatar,
  Badge,
  Button,
  Col,
  ConfigProvider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  FloatButton,
  Form,
  Input,
  Layout,
  Menu,
  Modal,
  Popconfirm,
  Popover,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { BusinessDatePicker } from '../../ui/business-date-picker.tsx';
import { portalTheme } from '../theme.ts';

/**
 * One of each antd component the shell and the overview draw (a sample, never shown): rendering it registers
 * their styles, as the first screen would at run time.
 */
function FirstScreenSample() {
  return (
    <App component={false}>
      <Layout>
        <Layout.Header />
        <Menu
          mode="horizontal"
          items={[{ key: 'menu', label: 'menu', children: [{ key: 'item', label: 'item' }] }]}
        />
        <Tooltip title="tooltip">
          <Button icon={<BellOutlined />}>button</Button>
        </Tooltip>
        <Popover content="popover">
          <Badge count={1} />
        </Popover>
        <Dropdown menu={{ items: [{ key: 'item', label: 'item' }] }}>
          <Avatar>avatar</Avatar>
        </Dropdown>
        <Tag color="blue">tag</Tag>
        <Segmented options={['a', 'b']} />
        <Alert title="alert" />
        <Flex />
        <Space />
        <Skeleton active />
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        <Spin />
        <Modal open={false} />
        <FloatButton.Group>
          <FloatButton />
        </FloatButton.Group>
        <Layout.Footer />
      </Layout>
    </App>
  );
}

/** One of each antd component the enquiry lists draw besides the shell's: their filters, tables and drawers. */
function PagesSample() {
  return (
    <Form layout="inline">
      <Row>
        <Col span={12}>
          <Form.Item label="field">
            <Input />
          </Form.Item>
          <Select options={[{ value: 'a', label: 'a' }]} />
          <BusinessDatePicker.RangePicker />
        </Col>
      </Row>
      <Space>
        <Typography.Text>text</Typography.Text>
        <Popconfirm title="confirm">
          <Button>button</Button>
        </Popconfirm>
      </Space>
      <Table columns={[{ title: 'column', dataIndex: 'value' }]} dataSource={[{ key: 1, value: 1 }]} />
      <Drawer open={false} />
    </Form>
  );
}

/** The styles antd computes when `sample` renders in the portal's theme, with antd's map of what they hold. */
const stylesOf = (sample: ReactElement): string => {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={portalTheme}>{sample}</ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true, types: ['style', 'token', 'cssVar'] });
};

/**
 * The styles antd computes for the shell and the overview, computed at build time (issue 14: computing them in
 * the browser was the largest part of antd's script time on the first screen). The web build writes them to a
 * hashed stylesheet the portal's frames link (scripts/prerender-pages.mjs), with antd's map of what they hold
 * (`.data-ant-cssinjs-cache-path`), so antd in the browser finds each component's styles there and computes only
 * those of other components. Same theme as app-providers.tsx; a user asking for reduced motion gets another
 * theme, whose styles antd computes as before.
 */
export const firstScreenAntdStyles = (): string => stylesOf(<FirstScreenSample />);

/**
 * The shell's styles and those of the enquiry lists, for the frame of every other address of the shell (a list
 * opened from a bookmark, a reload): one stylesheet, since antd reads one map of what the page holds.
 */
export const pageAntdStyles = (): string =>
  stylesOf(
    <>
      <FirstScreenSample />
      <PagesSample />
    </>,
  );
