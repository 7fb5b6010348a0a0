"""The parameters' JSON Schema as the model reads it: generated from the pydantic args model, keeping what helps the
model (types, bounds, defaults, each property's description, `additionalProperties: false`) and dropping what is for
developers (titles, the class docstring, `null` as a type for an optional field)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel
from pydantic.json_schema import GenerateJsonSchema, JsonSchemaMode, JsonSchemaValue
from pydantic_core import CoreSchema, core_schema


class _ModelFacing(GenerateJsonSchema):
    def field_title_should_be_set(self, schema: Any) -> bool:
        return False

    def nullable_schema(self, schema: core_schema.NullableSchema) -> JsonSchemaValue:
        return self.generate_inner(schema["schema"])  # an optional field is one the model may leave out

    def generate(self, schema: CoreSchema, mode: JsonSchemaMode = "validation") -> JsonSchemaValue:
        out = super().generate(schema, mode)
        out.pop("title", None)
        out.pop("description", None)  # the class docstring: the tool's own description says what it is for
        for prop in out.get("properties", {}).values():
            if "default" in prop and prop["default"] is None:
                del prop["default"]
        return out


def parameters_schema(model: type[BaseModel]) -> dict[str, Any]:
    """`model`'s JSON Schema for the model's eyes."""
    return model.model_json_schema(schema_generator=_ModelFacing)
