import { Typography } from 'antd';

interface PageBannerProps {
  title: string;
  subtitle: string;
}

/** The blue band under the header of a public page, with its title. */
export function PageBanner({ title, subtitle }: PageBannerProps) {
  return (
    <section style={{ background: 'linear-gradient(120deg, #0a2a66 0%, #0f4fb8 60%, #1677ff 100%)' }}>
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: '40px 24px' }}>
        <Typography.Title level={1} style={{ color: '#fff', margin: 0, fontSize: 32 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph style={{ color: 'rgba(255, 255, 255, 0.8)', margin: '12px 0 0', fontSize: 16 }}>
          {subtitle}
        </Typography.Paragraph>
      </div>
    </section>
  );
}
