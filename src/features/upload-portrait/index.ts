export { $uploadedPortrait, portraitReset, portraitUploaded, uploadPortraitAction } from './model/upload-portrait';
export { PortraitPicker, type PortraitPickerProps } from './ui/portrait-picker';
