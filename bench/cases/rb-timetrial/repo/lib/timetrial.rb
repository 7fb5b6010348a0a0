require "timetrial/clock_time"
require "timetrial/rider"
require "timetrial/start_sheet"
require "timetrial/result"
require "timetrial/results_table"

# A cycling club's evening time trial: the start sheet, the finish
# times the timekeepers write down, and the results.
module Timetrial
end
