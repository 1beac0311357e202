import { useStyles } from '../../hooks/useStyles';
import css from './heading.css';

export interface HeadingProps {
  text?: string;
  /** h1 to h4 (default h2). */
  level?: string;
  centered?: boolean;
}

const LEVELS = ['h1', 'h2', 'h3', 'h4'] as const;

/** heading (001 §2): h1 to h4, optionally centred. */
export function Heading({ text, level, centered = false }: HeadingProps) {
  useStyles(css);
  if (!text) return null;
  const Tag = LEVELS.find((l) => l === level) ?? 'h2';
  return (
    <Tag className="site-heading" part="heading" data-centered={centered || undefined}>
      {text}
    </Tag>
  );
}
