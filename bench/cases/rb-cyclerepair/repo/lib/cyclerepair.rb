require_relative "cyclerepair/money"
require_relative "cyclerepair/catalogue"
require_relative "cyclerepair/job"
require_relative "cyclerepair/quote"
require_relative "cyclerepair/workshop"

# A bicycle repair shop's job cards: parts, quotes and the day's workshop plan.
module Cyclerepair
end
