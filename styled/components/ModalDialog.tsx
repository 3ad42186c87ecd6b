/**
 * The modal's dialog: Radix Dialog (Root, Portal, Content; the header's title is its Title), in non-modal mode.
 * Radix's modal mode cannot hold the wallet frame, which lives outside the dialog (an iframe reloads when moved) and
 * is placed over the dialog's box: it sets `pointer-events: none` on <body> and `aria-hidden` on every sibling (the
 * frame could not be clicked nor heard, and its approval's "nothing on top" check would refuse), traps focus out of
 * the frame, and its Overlay's scroll lock inserts a <style> that a strict `style-src 'self'` blocks (and Overlay
 * renders nothing outside modal mode). So the page behind is made inert by usePageBehind, the frame and the toast
 * left live, and the overlay is a plain element.
 *
 * Escape and a click on the overlay reach the caller as a request its close rules may refuse (Radix's
 * onEscapeKeyDown, onPointerDownOutside); focus leaving for the frame closes nothing (onFocusOutside).
 */
import { Content, Portal, Root } from '@radix-ui/react-dialog';
import type { HTMLAttributes, ReactNode } from 'react';
import { usePageBehind } from './page-behind';

/** Where focus goes on open: the first control (links skipped, as a "Get a wallet" link is no place to start). */
const FIRST_FOCUS =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const OVERLAY = '[data-walletdock-overlay]';

/** Props of ModalDialog. */
export interface ModalDialogProps {
  /** Escape or a click on the overlay: a request the caller's close rules may refuse. */
  onCloseRequest(): void;
  /** Attributes of the layer's root (theme class and variables, dir, lang). */
  rootProps: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string>;
  overlayClassName: string;
  /** Attributes of the dialog box. */
  contentProps: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string>;
  /** The dialog's content; its title is a Radix Title (components/Header). */
  children: ReactNode;
}

/** The open dialog, portalled to <body>; render it only while open. */
export function ModalDialog({ onCloseRequest, rootProps, overlayClassName, contentProps, children }: ModalDialogProps) {
  usePageBehind();
  return (
    <Root open modal={false} onOpenChange={(open) => (open ? undefined : onCloseRequest())}>
      <Portal>
        <div {...rootProps} data-walletdock-layer="">
          <div className={overlayClassName} data-walletdock-overlay="" />
          <Content
            {...contentProps}
            aria-modal="true"
            aria-describedby={undefined}
            tabIndex={-1}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              const content = event.currentTarget as HTMLElement;
              (content.querySelector<HTMLElement>(FIRST_FOCUS) ?? content).focus({ preventScroll: true });
            }}
            // usePageBehind returns focus (at once, or to the opener's successor).
            onCloseAutoFocus={(event) => event.preventDefault()}
            onEscapeKeyDown={(event) => {
              // A control that closes itself with Escape (a token picker's list, marked data-handles-escape) keeps it.
              if (event.target instanceof Element && event.target.closest('[data-handles-escape]'))
                event.preventDefault();
            }}
            onPointerDownOutside={(event) => {
              // Only the overlay: the toast and the wallet frame's box are outside the dialog and close nothing.
              if (!(event.target instanceof Element && event.target.closest(OVERLAY))) event.preventDefault();
            }}
            onFocusOutside={(event) => event.preventDefault()}
          >
            {children}
          </Content>
        </div>
      </Portal>
    </Root>
  );
}
