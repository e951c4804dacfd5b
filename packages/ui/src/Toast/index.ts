export { Toast, ToastRegion, defaultToastDuration } from './Toast';
export { ToastAnnouncer } from './ToastAnnouncer';
export type { ToastAnnouncerProps } from './ToastAnnouncer';
export type { ToastData, ToastProps, ToastRegionProps, ToastTone } from './Toast';
export { useToast } from './ToastHost';
export type { ToastApi, ToastOptions } from './ToastHost';
