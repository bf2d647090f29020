import { SaveOutlined, SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';

interface ActionButtonProps {
  /** What the button sends is on its way: it turns. */
  pending: boolean;
  /** Another action of the form is on its way. */
  disabled?: boolean;
  onClick?: () => void;
  /** Full width (a side panel's buttons). */
  block?: boolean;
  testId: string;
  children: ReactNode;
}

/** A form's action button, large beside the send button. */
function ActionButton({ primary, large, submit, icon, ...props }: ActionButtonProps & ButtonLook) {
  return (
    <Button
      type={primary ? 'primary' : undefined}
      size={large ? 'large' : undefined}
      htmlType={submit ? 'submit' : undefined}
      block={props.block}
      icon={icon}
      loading={props.pending}
      disabled={props.disabled}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {props.children}
    </Button>
  );
}

interface ButtonLook {
  primary: boolean;
  large: boolean;
  /** The form's own submit button. */
  submit?: boolean;
  icon: ReactNode;
}

/** The button that sends a form (submits it, or has it checked first): primary and large. */
export function SendButton(props: ActionButtonProps & { submit?: boolean }) {
  return <ActionButton {...props} primary large icon={<SendOutlined />} />;
}

/** The button that keeps a form as a draft; large beside a large send button. */
export function SaveDraftButton({ large = false, ...props }: ActionButtonProps & { large?: boolean }) {
  return <ActionButton {...props} primary={false} large={large} icon={<SaveOutlined />} />;
}
