// libcurl for Swift: the library is opened with dlopen on first use instead of being linked, so
// a process that never makes a request never loads libcurl and the thirty libraries it pulls in
// (about 5 ms of start-up on every `intake add`). The wrappers also give Swift fixed-type
// versions of the variadic curl_easy_setopt and curl_easy_getinfo, which Swift cannot call.
#ifndef INTAKE_CCURL_SHIM_H
#define INTAKE_CCURL_SHIM_H

#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

typedef size_t (*ccurl_data_callback)(char *data, size_t size, size_t count, void *context);

typedef struct {
  CURLcode (*global_init)(long flags);
  CURL *(*easy_init)(void);
  void (*easy_cleanup)(CURL *handle);
  CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
  CURLcode (*easy_perform)(CURL *handle);
  CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
  const char *(*easy_strerror)(CURLcode code);
  struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
  void (*slist_free_all)(struct curl_slist *list);
} ccurl_table;

typedef struct {
  ccurl_table functions;
  int is_loaded;
  pthread_once_t once;
} ccurl_state;

// The process-wide state lives in a function-local static: Swift's importer emits the inline
// functions that use it, but not file-scope statics of a header.
static inline ccurl_state *ccurl_shared(void) {
  static ccurl_state state = {.is_loaded = 0, .once = PTHREAD_ONCE_INIT};
  return &state;
}

#define ccurl_functions (ccurl_shared()->functions)

static void *ccurl_open_library(void) {
  static const char *const names[] = {
#if defined(__APPLE__)
      "libcurl.4.dylib", "libcurl.dylib",
#else
      "libcurl.so.4", "libcurl.so",
#endif
  };
  for (size_t index = 0; index < sizeof(names) / sizeof(names[0]); index++) {
    void *library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
    if (library != NULL) return library;
  }
  return NULL;
}

static void ccurl_load_once(void) {
  void *library = ccurl_open_library();
  if (library == NULL) return;
  ccurl_table table;
  *(void **)&table.global_init = dlsym(library, "curl_global_init");
  *(void **)&table.easy_init = dlsym(library, "curl_easy_init");
  *(void **)&table.easy_cleanup = dlsym(library, "curl_easy_cleanup");
  *(void **)&table.easy_setopt = dlsym(library, "curl_easy_setopt");
  *(void **)&table.easy_perform = dlsym(library, "curl_easy_perform");
  *(void **)&table.easy_getinfo = dlsym(library, "curl_easy_getinfo");
  *(void **)&table.easy_strerror = dlsym(library, "curl_easy_strerror");
  *(void **)&table.slist_append = dlsym(library, "curl_slist_append");
  *(void **)&table.slist_free_all = dlsym(library, "curl_slist_free_all");
  if (table.global_init == NULL || table.easy_init == NULL || table.easy_cleanup == NULL ||
      table.easy_setopt == NULL || table.easy_perform == NULL || table.easy_getinfo == NULL ||
      table.easy_strerror == NULL || table.slist_append == NULL || table.slist_free_all == NULL) {
    return;
  }
  if (table.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return;
  ccurl_shared()->functions = table;
  ccurl_shared()->is_loaded = 1;
}

/// Loads libcurl once per process (thread-safe); 1 when it is usable, 0 when it is missing.
static inline int ccurl_load(void) {
  pthread_once(&ccurl_shared()->once, ccurl_load_once);
  return ccurl_shared()->is_loaded;
}

static inline CURL *ccurl_easy_init(void) { return ccurl_functions.easy_init(); }

static inline void ccurl_easy_cleanup(CURL *handle) { ccurl_functions.easy_cleanup(handle); }

static inline CURLcode ccurl_easy_perform(CURL *handle) {
  return ccurl_functions.easy_perform(handle);
}

static inline const char *ccurl_easy_strerror(CURLcode code) {
  return ccurl_functions.easy_strerror(code);
}

static inline CURLcode ccurl_setopt_long(CURL *handle, CURLoption option, long value) {
  return ccurl_functions.easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_setopt_offset(CURL *handle, CURLoption option, curl_off_t value) {
  return ccurl_functions.easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_setopt_pointer(CURL *handle, CURLoption option, const void *value) {
  return ccurl_functions.easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_setopt_callback(
    CURL *handle, CURLoption option, ccurl_data_callback callback) {
  return ccurl_functions.easy_setopt(handle, option, callback);
}

static inline CURLcode ccurl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
  return ccurl_functions.easy_getinfo(handle, info, value);
}

static inline struct curl_slist *ccurl_slist_append(struct curl_slist *list, const char *text) {
  return ccurl_functions.slist_append(list, text);
}

static inline void ccurl_slist_free_all(struct curl_slist *list) {
  ccurl_functions.slist_free_all(list);
}

#endif
