require "minitest/autorun"
require "timetrial"

module SheetHelper
  CLUBS = ["Wheelers", "Velo Club", "Road Club"].freeze

  # A sheet of n riders, 19:01:00 onwards, one a minute.
  def sheet_of(count, **options)
    sheet = Timetrial::StartSheet.new(first_start: "19:01:00", **options)
    count.times do |i|
      sheet.enter(name: "Rider #{i + 1}", club: CLUBS[i % 3], age: 20 + (i * 7))
    end
    sheet
  end
end
