# frozen_string_literal: true

require "date"

# The hatchery as it stood on Sunday 9 March 2025, after a week's logging.
module Fixtures
  WEEK_LOG = <<~CSV
    # date,batch,temp C,feed kg,morts
    2025-03-03,B1,9.0,7.10,2
    2025-03-03,B2,9.0,3.20,5
    2025-03-03,B3,9.5,1.90,40
    2025-03-04,B1,9.2,7.20,1
    2025-03-04,B2,9.2,3.25,3
    2025-03-04,B3,9.6,1.95,35
    2025-03-05,B1,9.6,7.30,0
    2025-03-05,B2,9.5,3.30,4
    2025-03-05,B3,9.8,2.00,28

    2025-03-06,B1,9.8,7.35,3
    2025-03-06,B2,9.8,3.30,2
    2025-03-06,B3,10.0,2.00,30
    2025-03-07,B1,10.1,7.40,0
    2025-03-07,B2,10.0,3.35,6
    2025-03-07,B3,10.2,2.05,22
    2025-03-08,B1,10.0,7.45,1
    2025-03-08,B2,10.1,3.40,2
    2025-03-08,B3,10.1,2.05,25
    2025-03-09,B1,9.8,7.45,2
    2025-03-09,B2,9.9,3.40,3
    2025-03-09,B3,9.9,2.00,20
  CSV

  MONDAY = Date.new(2025, 3, 3)
  SUNDAY = Date.new(2025, 3, 9)

  START_WEIGHTS = { "B1" => 78.0, "B2" => 16.5, "B3" => 2.8 }.freeze

  def raceway_one
    @raceway_one ||= Hatchery::Tank.raceway("R1", length_m: 10, width_m: 2, depth_m: 0.8, flow_lpm: 800)
  end

  def raceway_two
    @raceway_two ||= Hatchery::Tank.raceway("R2", length_m: 10, width_m: 2, depth_m: 0.8, flow_lpm: 600)
  end

  def fry_tank
    @fry_tank ||= Hatchery::Tank.round("T3", diameter_m: 3, depth_m: 1, flow_lpm: 250)
  end

  def tanks
    [raceway_one, raceway_two, fry_tank]
  end

  # Counts are after the week's morts were removed.
  def batches
    @batches ||= [
      Hatchery::Batch.new("B1", species: "rainbow", tank: raceway_one, count: 4200, mean_weight_g: 85),
      Hatchery::Batch.new("B2", species: "brown", tank: raceway_two, count: 9000, mean_weight_g: 18),
      Hatchery::Batch.new("B3", species: "rainbow", tank: fry_tank, count: 30_000, mean_weight_g: 3.2)
    ]
  end

  def batch(id)
    batches.find { |b| b.id == id }
  end

  def week_log
    @week_log ||= Hatchery::DailyLog.parse(WEEK_LOG)
  end

  def weekly_report
    Hatchery::WeeklyReport.new(batches: batches, log: week_log, from: MONDAY, to: SUNDAY,
                               start_weights: START_WEIGHTS)
  end
end
