export { $uploadedPortrait, portraitReset, portraitUploaded, uploadPortraitMutation } from './model/upload-portrait';
export { PortraitPicker, type PortraitPickerProps } from './ui/portrait-picker';
