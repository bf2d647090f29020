import { Input } from 'antd';
import type { TextAreaProps } from 'antd/es/input';

/** The comment of a bad rating: its own download, asked for when "bad" is chosen (most ratings are good). */
export function RatingComment(props: TextAreaProps) {
  return <Input.TextArea rows={3} maxLength={500} showCount {...props} />;
}
