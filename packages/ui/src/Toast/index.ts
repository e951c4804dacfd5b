export { Toast, ToastAnnouncer, ToastRegion, defaultToastDuration } from './Toast';
export type {
  ToastAnnouncerProps,
  ToastData,
  ToastProps,
  ToastRegionProps,
  ToastTone,
} from './Toast';
export { useToast } from './ToastHost';
export type { ToastApi, ToastOptions } from './ToastHost';
