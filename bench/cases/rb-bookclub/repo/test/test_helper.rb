require "minitest/autorun"
require "bookclub"

module Fixtures
  # 240 pages; chapters start at 1, 31, 55, 98, 150, 201.
  def novel
    Bookclub::Book.new("The Long Field", pages: 240, chapter_starts: [1, 31, 55, 98, 150, 201])
  end
end
