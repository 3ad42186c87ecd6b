/** SIWXSignMessage styles. */
import { style } from '@vanilla-extract/css';

export const actions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 });
