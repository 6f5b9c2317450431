import { describeCorpus } from "./bad-input-corpus";

describeCorpus("postgres");
