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
/* The playground's page and its stylesheet (Sources/ResponderService/Playground). */
rl_resource rl_resource_playground_html(void);
rl_resource rl_resource_playground_css(void);

/* The playground's script, ES modules (its words module, words.js, is written by the service from its catalogue):
 * how many, and each one's file name (such as "playground.js") and bytes, for an index below the count. */
unsigned long rl_playground_script_count(void);
const char *rl_playground_script_name(unsigned long index);
rl_resource rl_playground_script(unsigned long index);

#endif
