require_relative "swimmeet/swim_time"
require_relative "swimmeet/entry"
require_relative "swimmeet/seeding"
require_relative "swimmeet/results"
