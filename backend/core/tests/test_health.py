def test_health_answers_ok_without_login_or_database(anon_client, django_assert_num_queries):
    # when
    with django_assert_num_queries(0):
        response = anon_client.get("/api/health")

    # then
    assert response.status_code == 200
    assert response.json() == {"data": {"status": "ok"}}
    assert "Set-Cookie" not in response.headers
