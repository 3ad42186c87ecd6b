/** SIWXSignMessage styles. */
import { style } from '../../theme/style';

export const actions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 });
