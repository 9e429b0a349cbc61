import { ToastContainer } from 'react-toastify/unstyled';

/** Notifications: top right, 5 s, close on click, pause on hover and focus loss, draggable, light. */
export default function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable
      theme="light"
    />
  );
}
