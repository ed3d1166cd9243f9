export { PersonalDetailsStep, type PersonalDetailsStepProps } from "./PersonalDetailsStep";
export { validatePersonalDetails, EMPTY_PERSONAL_DETAILS, type PersonalDetailsValues } from "./rules/personal-details";
