export * from 'preact/jsx-dev-runtime';
