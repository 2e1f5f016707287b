import { Fragment } from 'react';

/**
 * An e-mail address that may wrap after its @ and before the dots of its domain, never
 * inside a word (`enquiries@` / `harbourline.com.au`, not `enquiries@harbourli` / `ne.com.au`).
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  const labels = address.slice(at + 1).split('.');
  return (
    <>
      {address.slice(0, at + 1)}
      {labels.map((label, index) => (
        <Fragment key={index}>
          <wbr />
          {index > 0 && '.'}
          {label}
        </Fragment>
      ))}
    </>
  );
}
