"""Component schemas for openapi.yaml, built from the service's own documents (`responder-lab wire-fields`).

Every request and answer object, with its fields' types, descriptions, defaults, examples and constraints, is written
in Swift beside the field table that reads it or the type that writes it (`WireDoc`), and exported by
`responder-lab wire-fields` as `documents`; the enumerations it names are exported once, as `enums`. What is left here
is generic machinery (nullable wrapping, references, enumerations by name, discriminator mappings) and the rules
across fields that a schema states with `if`/`then`/`else` (RULES).
"""

REF = lambda name: {"$ref": f"#/components/schemas/{name}"}


def nullable(schema, description=None):
    """The service decodes optional fields with decodeIfPresent: null means the same as leaving the field out."""
    schema = dict(schema)
    if "$ref" in schema or "oneOf" in schema:
        out = {"oneOf": [schema, {"type": "null"}]}
    else:
        t = schema["type"]
        schema["type"] = [t, "null"] if isinstance(t, str) else list(t) + ["null"]
        if "enum" in schema:
            schema["enum"] = list(schema["enum"]) + [None]
        out = schema
    if description:
        out = dict(out)
        out["description"] = description
    return out


def present(key, typ):
    """Matches when `key` is present and not null."""
    return {"required": [key], "properties": {key: {"type": typ}}}


# ---------------------------------------------------------------- rules across fields
# A schema cannot say "one of these two fields" or "not this field with that one" with `required` alone; these rules
# say it with if/then/else/not on the object (null counts as absent), which generators ignore and validators apply.
# Their words are in each object's description (Swift); the rules themselves are JSON Schema, written here.

def center_and_bounds_rules():
    """`center` and `bounds` come together, and replace `frame` and `boundsOrigin` (null counts as absent)."""
    # One if/then/else at the top (an allOf would make client generators build composed models).
    return {"if": present("center", "object"),
            "then": {**present("bounds", "object"),
                     "not": {"anyOf": [present("frame", "object"), present("boundsOrigin", "object")]}},
            "else": {"not": present("bounds", "object")}}


MATRIX = ["a", "b", "c", "d", "tx", "ty"]
FRIENDLY = ["scale", "scaleX", "scaleY", "rotation"]

RULES = {
    "ViewDescription": center_and_bounds_rules(),
    "WindowDescription": center_and_bounds_rules(),
    # Any matrix number given: no friendly field may be given (null counts as absent).
    "Transform": {"if": {"anyOf": [present(k, "number") for k in MATRIX]},
                  "then": {"not": {"anyOf": [present(k, "number") for k in FRIENDLY]
                                   + [present("translation", "object")]}}},
    # minimumSize given: insets must not be; otherwise insets must be (null counts as absent).
    "PointInsideBounds": {"if": present("minimumSize", "object"), "then": {"not": present("insets", "object")},
                          "else": present("insets", "object")},
    "TouchEvent": {
        "if": {"anyOf": [present("point", "object"), present("path", "array")]},
        "then": {"allOf": [{"not": present("touches", "array")}, {"not": present("on", "string")},
                           {"not": {"allOf": [present("point", "object"), present("path", "array")]}}]},
        "else": {
            "if": present("on", "string"),
            "then": {"not": {"anyOf": [present("touches", "array"), present("window", "string")]}},
            "else": {**present("touches", "array"),
                     "not": {"anyOf": [{"required": ["window"]}, {"required": ["end"]}]}},
        },
    },
    "Touch": {"if": present("point", "object"), "then": {"not": present("path", "array")},
              "else": present("path", "array")},
    "ActionEvent": {"if": present("target", "string"), "then": {"not": present("walkFrom", "string")}},
    # event given: events must not be; otherwise events must be (null counts as absent).
    "DispatchRequest": {"if": present("event", "object"), "then": {"not": present("events", "array")},
                        "else": present("events", "array")},
}


# ---------------------------------------------------------------- from the service's documents

def resolve(node, enums):
    """A type as exported: `$ref` names a component, an `enum` given as a string names an enumeration of `enums`."""
    if isinstance(node, list):
        return [resolve(item, enums) for item in node]
    if not isinstance(node, dict):
        return node
    out = {}
    # `type` first, as a reader looks for it (the export's keys are sorted).
    for key, value in sorted(node.items(), key=lambda item: item[0] != "type"):
        if key == "$ref":
            out[key] = f"#/components/schemas/{value}"
        elif key == "enum" and isinstance(value, str):
            if value not in enums:
                raise SystemExit(f"responder-lab wire-fields does not export the enumeration {value}")
            out[key] = list(enums[value])
        else:
            out[key] = resolve(value, enums)
    return out


def field_schema(field, enums):
    """One field: its type, made nullable when the field may be null, with its description."""
    schema = resolve(field["type"], enums)
    if field["nullable"]:
        return nullable(schema, field.get("description"))
    if "description" in field:
        schema = {**schema, "description": field["description"]}
    return schema


def component(document, enums, answer):
    """One component schema from its document; an answer states `required` even when empty."""
    s = {}
    if "fields" in document:
        s["type"] = "object"
    if "title" in document:
        s["title"] = document["title"]
    if "description" in document:
        s["description"] = document["description"]
    if "fields" in document:
        required = [f["name"] for f in document["fields"] if f["required"]]
        if required or answer:
            s["required"] = required
        s["properties"] = {f["name"]: field_schema(f, enums) for f in document["fields"]}
        if document["closed"]:
            s["additionalProperties"] = False
    elif "additionalProperties" in document:
        s["type"] = "object"
        values = resolve(document["additionalProperties"], enums)
        s["additionalProperties"] = nullable(values) if document["nullable"] else values
    elif "oneOf" in document:
        s["oneOf"] = resolve(document["oneOf"], enums)
        if "discriminator" in document:
            s["discriminator"] = document["discriminator"]
    elif "anyOf" in document:
        s["anyOf"] = resolve(document["anyOf"], enums)
    else:
        s = {**resolve(document["type"], enums), **s}
    if "example" in document:
        s["example"] = document["example"]
    s.update(RULES.get(document["name"], {}))
    return s


def discriminate(schemas):
    """A oneOf with a discriminator maps each value of the discriminating field (each alternative's `const`) to its
    alternative."""
    for schema in schemas.values():
        name = schema.get("discriminator")
        if isinstance(name, str):
            refs = [branch["$ref"] for branch in schema["oneOf"]]
            mapping = {schemas[ref.rsplit("/", 1)[1]]["properties"][name]["const"]: ref for ref in refs}
            schema["discriminator"] = {"propertyName": name, "mapping": mapping}


def component_schemas(wire_fields):
    """Every component schema: the service's documents (requests, then answers, in its order) with the rules across
    fields."""
    enums = wire_fields["enums"]
    schemas = {}
    for side in ("requests", "answers"):
        for document in wire_fields["documents"][side]:
            if document["name"] in schemas:
                raise SystemExit(f"responder-lab wire-fields documents {document['name']} twice")
            schemas[document["name"]] = component(document, enums, answer=side == "answers")
    discriminate(schemas)
    return schemas


# ---------------------------------------------------------------- the service's own field tables
def object_schema(schema, schemas):
    """The object form of a schema (a string-or-object schema names it in a oneOf branch)."""
    if "properties" in schema:
        return schema
    for branch in schema.get("oneOf", []):
        if "$ref" in branch:
            branch = schemas[branch["$ref"].rsplit("/", 1)[1]]
        if branch.get("type") == "object" and "properties" in branch:
            return branch
    return None


def documented_objects(schemas, entries, verb, errors):
    """Each `responder-lab wire-fields` entry with the object schema that documents it; an entry without one is an
    error ("the service reads/writes this object but openapi has no object schema for it")."""
    for entry in entries:
        schema = schemas.get(entry["name"])
        target = object_schema(schema, schemas) if schema else None
        if target is None:
            errors.append(f"{entry['name']}: the service {verb} this object but openapi has no object schema for it")
            continue
        yield entry, target


def apply_wire_fields(schemas, tables):
    """Orders each request schema's properties as the service's field table does (`responder-lab wire-fields`,
    the tables that drive decoding) and refuses a schema that documents other fields or other required ones."""
    errors = []
    for table, target in documented_objects(schemas, tables, "reads", errors):
        documented, read = set(target["properties"]), set(table["fields"])
        if documented != read:
            errors.append(f"{table['name']}: documented but not read: {sorted(documented - read)}; "
                          f"read but not documented: {sorted(read - documented)}")
            continue
        target["properties"] = {name: target["properties"][name] for name in table["fields"]}
        required = set(target.get("required", []))
        # A schema may state a field as required only under a condition (`if`/`then`/`else`: event or events); the
        # table's own required fields must all be stated at the top.
        if not set(table["required"]) <= required:
            errors.append(f"{table['name']}: required by the service but not documented: "
                          f"{sorted(set(table['required']) - required)}")
    if errors:
        raise SystemExit("openapi schemas disagree with the service's field tables:\n  " + "\n  ".join(errors))


def check_answer_fields(schemas, answers):
    """Refuses answer schemas that do not document every field the service writes (`responder-lab wire-fields`:
    the fields the answer types' field lists wrote in the examples' answers and in problems)."""
    errors = []
    for answer, target in documented_objects(schemas, answers, "writes", errors):
        undocumented = set(answer["fields"]) - set(target["properties"])
        if undocumented:
            errors.append(f"{answer['name']}: written but not documented: {sorted(undocumented)}")
    if errors:
        raise SystemExit("openapi answer schemas disagree with what the service writes:\n  " + "\n  ".join(errors))


# ---------------------------------------------------------------- what client generators need
# openapi-generator (python, typescript-fetch) and openapi-python-client read the schemas below `properties`, `items`,
# `additionalProperties` and the oneOf/anyOf/allOf alternatives; they ignore the constraint keywords `not`, `if`,
# `then` and `else`, which is where the cross-field rules live. Tests/system/test_typed_clients.py generates and uses the clients.
CONSTRAINT_KEYWORDS = ("not", "if", "then", "else")


def generator_shape_errors(document):
    """What would break a client generator: an object schema that is not a named component (generators invent
    clashing names for it), a `const` without a `type`, a schema typed only `null` other than the second alternative
    of a nullable `oneOf: [X, {type: null}]`, and a boolean `const` or `enum` (openapi-generator's python target
    compares it as a string). Constraint keywords are not read by generators and are exempt, except for `const`."""
    errors = []

    def walk(schema, where, named=False, constraint=False):
        if not isinstance(schema, dict):
            return
        if "const" in schema and "type" not in schema:
            errors.append(f"{where}: const without type")
        if not constraint:
            if ("properties" in schema or schema.get("type") == "object") and not named:
                errors.append(f"{where}: an inline object schema (make it a named component)")
            if schema.get("type") == "null":
                errors.append(f"{where}: a schema typed only null")
            if "properties" in schema and any(key in schema for key in ("allOf", "anyOf", "oneOf")):
                errors.append(f"{where}: properties beside allOf/anyOf/oneOf (generators build composed models "
                              "with a Null model; put rules in if/then/else)")
            if isinstance(schema.get("const"), bool) or any(isinstance(v, bool) for v in schema.get("enum", [])):
                errors.append(f"{where}: a boolean const or enum")
        for name, sub in schema.get("properties", {}).items():
            walk(sub, f"{where}.{name}", constraint=constraint)
        for key in ("items", "additionalProperties"):
            walk(schema.get(key), f"{where}.{key}", constraint=constraint)
        for key in ("oneOf", "anyOf", "allOf"):
            branches = schema.get(key, [])
            nullable_form = key == "oneOf" and len(branches) == 2 and branches[1] == {"type": "null"}
            for i, sub in enumerate(branches):
                if not (nullable_form and i == 1):
                    walk(sub, f"{where}.{key}[{i}]", constraint=constraint)
        for key in CONSTRAINT_KEYWORDS:
            walk(schema.get(key), f"{where}.{key}", constraint=True)

    def schemas_in(node, where):
        """Every `schema` of a parameter, header or media type below `node`."""
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "schema":
                    walk(value, where)
                elif key not in ("examples", "example", "x-request"):
                    schemas_in(value, f"{where}/{key}")
        elif isinstance(node, list):
            for i, value in enumerate(node):
                schemas_in(value, f"{where}/{i}")

    components = document.get("components", {})
    for name, schema in components.get("schemas", {}).items():
        walk(schema, name, named=True)
    schemas_in(document.get("paths", {}), "paths")
    schemas_in({k: v for k, v in components.items() if k != "schemas"}, "components")
    return errors
