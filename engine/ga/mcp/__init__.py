"""GA's MCP tools (`Common/GA.Business.ML/Agents/Mcp/`), each a module: the tools a SKILL.md tells the model to call.

- `echo`: McpEchoSanitizer, how every tool echoes an input in an error.
- `dsl_eval`: DslEvalMcpTools (ga_dsl_list_closures, ga_dsl_get_closure_schema, ga_dsl_eval).
- `chord_info`: ChordMcpTools (ga_chord_info).
- `key_identification`: KeyIdentificationMcpTools (ga_key_identify).
- `chord_substitution`: ChordSubstitutionMcpTools (ga_chord_substitutions, ga_chord_compare).
"""
