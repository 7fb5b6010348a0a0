require "date"

require_relative "treesurvey/species"
require_relative "treesurvey/tree"
require_relative "treesurvey/survey_csv"
require_relative "treesurvey/risk"
require_relative "treesurvey/schedule"
require_relative "treesurvey/work_orders"
