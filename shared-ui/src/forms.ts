// 'shared-ui/forms': the fields of the pages where people enter data, used by more than one app
// (the public remote's enquiry forms, the account screens, the staff dashboard). Not a
// federation shared module: each app bundles the parts it uses and the home page loads none
// of it. It holds no state and takes the theme and base components from 'shared-ui'.
export {
  Field,
  type FieldProps,
  type InputFieldProps,
  type SelectFieldProps,
  type TextareaFieldProps,
} from './components/field/field';
export {
  ImageField,
  ImagesField,
  type ImageFieldProps,
  type ImagesFieldProps,
} from './components/image-field/image-field';
export { useFormErrors, useFormMessages, rule, type Rules } from './hooks/use-form-errors';
export { focusControl } from './components/field/focus-control';
