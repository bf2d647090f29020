import { inject } from 'vitest';
import { useTemplateDatabase } from './test-app.ts';

// Before each server test file: the template database of the global setup (`global-setup.ts`), if any.
useTemplateDatabase(inject('testDatabaseTemplate'));
