/** Implementation of wrac-index; not an API: it may change in any release. */
package dev.wrac.index.internal;
