-- Her stay (입소일, 퇴소일) says which days she may book: a day's page remembers it with her bookings
-- (reservations' herDays, on the portal_bookings channel), so a change to it is announced there too.
CREATE TRIGGER student_profiles_announce AFTER INSERT OR UPDATE OF admitted_on, discharged_on OR DELETE ON student_profiles
  FOR EACH ROW EXECUTE FUNCTION portal_announce('portal_bookings', 'student_id');
