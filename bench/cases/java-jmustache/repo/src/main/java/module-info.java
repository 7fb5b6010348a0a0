module com.samskivert.jmustache {
    requires java.base;

    exports com.samskivert.mustache;
}
