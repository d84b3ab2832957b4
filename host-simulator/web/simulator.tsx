import { createRoot } from 'react-dom/client';
import { SimulatorPage } from './SimulatorPage.tsx';
import styles from './simulator.css?inline';

const style = document.createElement('style');
style.textContent = styles;
document.head.append(style);

const root = document.getElementById('simulator');
if (!root) throw new Error('simulator: #simulator element missing');
createRoot(root).render(<SimulatorPage />);
