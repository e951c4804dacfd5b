import react from '@vitejs/plugin-react';

export default { plugins: [react()], logLevel: 'warn', build: { chunkSizeWarningLimit: 4096 } };
