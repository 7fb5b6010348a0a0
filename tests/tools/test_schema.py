"""The tools' parameter schemas carry only what helps the model."""

from __future__ import annotations

import json

from diagbot.tools import TOOLS


def test_schemas_carry_no_titles_or_class_docstrings_and_forbid_unknown_fields():
    for tool in TOOLS:
        schema = tool.spec()["parameters"]
        text = json.dumps(schema)
        assert ('"title"' in text, "description" in schema, "Arguments of" in text) == (False, False, False), tool.name
        assert schema["additionalProperties"] is False
        assert all(prop.get("description") for prop in schema["properties"].values()), tool.name


def test_an_optional_field_is_a_plain_type_the_model_may_leave_out():
    diff = next(t for t in TOOLS if t.name == "diff").schema()
    assert (diff["properties"]["path"]["type"], "required" in diff) == ("string", False)
