export {
  envelopeMetaSchema,
  envelopeSchema,
  envelopeOf,
  errorEnvelopeSchema,
  errorResultSchema,
  errorMessageOf,
  fieldErrorSchema,
  type Envelope,
  type EnvelopeMeta,
  type ErrorResult,
  type FieldError,
} from "./envelope.schemas";
