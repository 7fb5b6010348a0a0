/**
 * Lightweight JSON input/output library. 
 * 
 * For reading JSON, see {@link com.grack.nanojson.JsonParser}. For writing JSON, see 
 * {@link com.grack.nanojson.JsonWriter}.
 */
package com.grack.nanojson;

