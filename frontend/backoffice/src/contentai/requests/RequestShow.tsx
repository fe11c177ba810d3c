import { Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import { ShowLoadError } from '../../components/LoadError';
import { LongTextField, RequestTimeField, TokensField } from './RequestFields';

/** One request: the prompt as sent and the answer as received (shortened when long); never the API key. */
export default function RequestShow() {
  return (
    <Show error={<ShowLoadError />} actions={false}>
      <SimpleShowLayout>
        <Labeled source="createdAt">
          <RequestTimeField />
        </Labeled>
        <TextField source="user" emptyText="–" />
        <TextField source="kindLabel" />
        <TextField source="model" />
        <TextField source="statusLabel" />
        <Labeled source="promptTokens">
          <TokensField />
        </Labeled>
        <Labeled source="error" fullWidth>
          <LongTextField source="error" />
        </Labeled>
        <Labeled source="prompt" fullWidth>
          <LongTextField source="prompt" />
        </Labeled>
        <Labeled source="answer" fullWidth>
          <LongTextField source="answer" />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
