export { Dialog, DialogTrigger, dialogSizes } from './Dialog';
export type {
  DialogContent,
  DialogOpenProps,
  DialogProps,
  DialogSize,
  DialogTriggerProps,
} from './Dialog';
