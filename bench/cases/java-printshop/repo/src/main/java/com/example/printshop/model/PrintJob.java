package com.example.printshop.model;

/** One customer job: {@code pages} pages of a document, printed {@code copies} times. */
public final class PrintJob {
    private final String name;
    private final int pages;
    private final int copies;
    private final PaperSize size;
    private final boolean colour;

    public PrintJob(String name, int pages, int copies, PaperSize size, boolean colour) {
        if (pages <= 0 || copies <= 0) {
            throw new IllegalArgumentException("a job needs at least one page and one copy");
        }
        this.name = name;
        this.pages = pages;
        this.copies = copies;
        this.size = size;
        this.colour = colour;
    }

    public String name() {
        return name;
    }

    public int pages() {
        return pages;
    }

    public int copies() {
        return copies;
    }

    public PaperSize size() {
        return size;
    }

    public boolean colour() {
        return colour;
    }

    /** Pages that go through the printer: every page of every copy. */
    public int printedPages() {
        return pages * copies;
    }

    /** Sheets of paper used: one per printed page. */
    public int sheets() {
        return printedPages();
    }
}
