module Bookclub
  # A book: its title, its number of pages and the first page of each chapter.
  class Book
    attr_reader :title, :pages, :chapter_starts

    def initialize(title, pages:, chapter_starts: [1])
      raise ArgumentError, "a book has at least one page" unless pages.positive?

      @title = title
      @pages = pages
      @chapter_starts = chapter_starts.sort.uniq
    end

    # The last page of every chapter, in order.
    def chapter_ends
      @chapter_starts.drop(1).map { |start| start - 1 } + [@pages]
    end

    # The chapter (1-based) that holds the page.
    def chapter_of(page)
      raise ArgumentError, "no page #{page} in #{@title}" unless page.between?(1, @pages)

      @chapter_starts.count { |start| start <= page }
    end
  end
end
