/** Implementation of the page route; not API, may change without notice. */
package dev.wrac.pages.internal;
