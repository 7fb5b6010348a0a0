# frozen_string_literal: true

require 'test_helper'

class JobSheetTest < Minitest::Test
  include Towage

  def test_container_ship_on_the_morning_tide
    sheet = JobSheet.render(Fixtures.boxship, tide: Fixtures.spring_tide, depth: 11.5,
                                              dispatch: Dispatch.new(Fixtures.fleet), conditions: Conditions.calm)
    assert_equal [
      'Job: Maersk Kowloon (container, 299.9 m, 94193 GT)',
      'Tide: LW 04:10 0.8 m, HW 10:10 5.6 m',
      'Window: 08:00 to 12:20 (4 h 20 min) for 14.2 m draught (tide of 4.12 m needed)',
      'Start: 08:00',
      'Tugs: Svitzer Tees (80 t), Svitzer Hartle (65 t), Lady Moira (45 t), Wearside (32 t) (4 of 4, 222 t of 114 t)',
      'Charge: £11,600'
    ], sheet.lines.map(&:chomp)
  end

  def test_tanker_takes_the_tugs_the_ferry_left
    dispatch = Dispatch.new(Fixtures.fleet)
    dispatch.book(Fixtures.ferry, start: Clock.parse('12:30'), conditions: Conditions.calm)
    sheet = JobSheet.render(Fixtures.tanker, tide: Fixtures.neap_tide, depth: 9.0, dispatch: dispatch,
                                             conditions: Conditions.calm)
    lines = sheet.lines.map(&:chomp)
    assert_equal 'Window: 12:40 to 18:40 (6 h) for 11.0 m draught (tide of 3.10 m needed)', lines[2]
    assert_equal 'Start: 12:40', lines[3]
    assert_equal 'Tugs: Svitzer Hartle (65 t), Lady Moira (45 t), Wearside (32 t) (3 of 3, 142 t of 36 t)', lines[4]
    assert_equal 'Note: dangerous cargo: fire tug on standby', lines.last
  end

  def test_no_water_no_job
    sheet = JobSheet.render(Fixtures.boxship, tide: Fixtures.neap_tide, depth: 9.0,
                                              dispatch: Dispatch.new(Fixtures.fleet), conditions: Conditions.calm)
    assert_includes sheet, 'Window: none for 14.2 m draught'
    assert_includes sheet, 'Start: no slot this tide'
  end

  def test_night_rate_on_the_evening_tide
    tide = Tide.new(low_water: '17:20', low_height: 1.1, high_height: 5.0)
    sheet = JobSheet.render(Fixtures.tanker, tide: tide, depth: 9.0, dispatch: Dispatch.new(Fixtures.fleet),
                                             conditions: Conditions.calm, not_before: Clock.parse('22:00'))
    assert_includes sheet, 'Start: 22:00 (night rate)'
    assert_includes sheet, 'Charge: £5,438'
  end
end
