require "date"
require "bookclub/book"
require "bookclub/schedule"
require "bookclub/reminder"
