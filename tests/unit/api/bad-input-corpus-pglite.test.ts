import { describeCorpus } from "./bad-input-corpus";

describeCorpus("pglite");
