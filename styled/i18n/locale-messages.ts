// What a locale's table of the modal holds: any of the modal's texts (the button's, the views', the panels' and the
// embedded wallet's), translated. A text a locale lacks shows in English, never blank.
import type { EmbeddedMessageKey } from '../embedded-messages';
import type { MessageKey } from '../messages';
import type { PanelMessageKey } from '../views/panel-messages';

/** One locale's texts of the modal. */
export type LocaleMessages = Partial<Record<MessageKey | EmbeddedMessageKey | PanelMessageKey, string>>;
