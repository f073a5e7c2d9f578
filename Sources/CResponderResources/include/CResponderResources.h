#ifndef C_RESPONDER_RESOURCES_H
#define C_RESPONDER_RESOURCES_H

/* The files the service serves as they are, compiled into the binary with C23's #embed (resources.c). Swift's
 * own embedInCode writes a file as one Swift array literal, which took the type checker minutes and gigabytes for
 * the 500 KB openapi.yaml on every build; clang embeds the same bytes in well under a second. */

/* One embedded file: its bytes and their count. */
typedef struct {
    const unsigned char *bytes;
    unsigned long count;
} rl_resource;

/* The repository's openapi.yaml, served at GET /openapi.yaml. */
rl_resource rl_resource_openapi_yaml(void);
/* The playground's page, its script's ES modules and its stylesheet (Sources/ResponderService/Playground; its
 * words module is written by the service from its catalogue). */
rl_resource rl_resource_playground_html(void);
rl_resource rl_resource_playground_js(void);
rl_resource rl_resource_playground_json_text_js(void);
rl_resource rl_resource_playground_body_codec_js(void);
rl_resource rl_resource_playground_css(void);

#endif
