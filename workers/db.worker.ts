/** The database worker: exposes the facade over Comlink. Nothing else lives here. */
import { expose } from 'comlink';
import { api } from './api';

expose(api);
