import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { RequireAuth } from '../features/auth/require-auth';
import { RouteError } from '../components/route-error';
import { RootLayout } from './layout/root-layout';

// Every route is its own chunk (DESIGN.md §5): a phone downloads only the screen it opens.
const Home = lazy(() => import('../screens/home'));
const SignIn = lazy(() => import('../screens/sign-in'));
const SignUp = lazy(() => import('../screens/sign-up'));
const ForgotPassword = lazy(() => import('../screens/forgot-password'));
const ResetPassword = lazy(() => import('../screens/reset-password'));
const SearchPage = lazy(() => import('../screens/search-page'));
const PropertyPost = lazy(() => import('../screens/property-post'));
const RentOut = lazy(() => import('../screens/rent-out'));
const ProductDetails = lazy(() => import('../screens/product-details'));
const Contact = lazy(() => import('../screens/contact'));
const PostSell = lazy(() => import('../screens/post-sell'));
const EditProperty = lazy(() => import('../screens/edit-property'));
const ProfilePost = lazy(() => import('../screens/profile-post'));
const Setting = lazy(() => import('../screens/setting'));
const Dashboard = lazy(() => import('../screens/dashboard'));
const NotFoundScreen = lazy(() => import('../screens/not-found'));
const InfoPage = lazy(() => import('../screens/info-page'));

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // A screen that fails is replaced by RouteError inside the layout: navbar and footer stay.
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <Home /> },
          { path: '/sign-in', element: <SignIn /> },
          { path: '/sign-up', element: <SignUp /> },
          { path: '/forgot-password', element: <ForgotPassword /> },
          { path: '/password/reset/:token', element: <ResetPassword /> },
          { path: '/property-searched', element: <SearchPage /> },
          { path: '/property-post', element: <PropertyPost /> },
          { path: '/rent-out', element: <RentOut /> },
          { path: '/product/:id', element: <ProductDetails /> },
          { path: '/contact', element: <Contact /> },
          { path: '/how-it-works', element: <InfoPage page="how-it-works" /> },
          { path: '/how-to-buy', element: <InfoPage page="how-to-buy" /> },
          { path: '/safety', element: <InfoPage page="safety" /> },
          { path: '/help', element: <InfoPage page="help" /> },
          { path: '/privacy-policy', element: <InfoPage page="privacy-policy" /> },
          { path: '/terms-of-services', element: <InfoPage page="terms-of-services" /> },
          // Anyone may start posting; logging in is asked for at the publish step (spec §4).
          { path: '/post-sell', element: <PostSell /> },
          {
            element: <RequireAuth />,
            children: [
              { path: '/product/edit/:editId', element: <EditProperty /> },
              { path: '/profile-post', element: <ProfilePost /> },
              { path: '/setting', element: <Setting /> },
            ],
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
  {
    element: <RootLayout bare />,
    errorElement: <RouteError />,
    children: [{ element: <RequireAuth />, children: [{ path: '/dashboard', element: <Dashboard /> }] }],
  },
]);
