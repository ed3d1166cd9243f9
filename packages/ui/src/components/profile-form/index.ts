export { ProfileForm, type ProfileFormProps } from "./ProfileForm";
export { validateProfile, profileChanged, type ProfileValues, type ProfileErrors } from "./rules/profile-rules";
