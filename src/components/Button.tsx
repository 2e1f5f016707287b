import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './Button.module.css';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'success'
  | 'danger'
  | 'warning'
  | 'info'
  | 'light'
  | 'dark'
  | 'link'
  | 'blog-primary';

export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
  className?: string;
  /** An icon shown after the label (decorative: hidden from assistive technology). */
  icon?: ReactNode;
}

type AsButton = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & {
    to?: undefined;
    href?: undefined;
  };
type AsRouterLink = CommonProps & { to: string; href?: undefined; 'aria-label'?: string };
type AsAnchor = CommonProps & { href: string; to?: undefined; 'aria-label'?: string };

export type ButtonProps = AsButton | AsRouterLink | AsAnchor;

export const buttonClassName = (
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string => [styles.button, styles[variant], styles[size], extra].filter(Boolean).join(' ');

/** One button for the whole site: a <button>, a router link (`to`) or a plain link (`href`). */
export function Button(props: ButtonProps) {
  const { variant, size, className, children, icon } = props;
  const classes = buttonClassName(variant, size, className);
  const content = (
    <>
      <span>{children}</span>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
    </>
  );

  if (props.to !== undefined) {
    return (
      <Link to={props.to} className={classes} aria-label={props['aria-label']}>
        {content}
      </Link>
    );
  }
  if (props.href !== undefined) {
    return (
      <a href={props.href} className={classes} aria-label={props['aria-label']}>
        {content}
      </a>
    );
  }
  const { variant: _v, size: _s, className: _c, icon: _i, children: _ch, type, ...rest } = props;
  return (
    <button type={type ?? 'button'} className={classes} {...rest}>
      {content}
    </button>
  );
}
