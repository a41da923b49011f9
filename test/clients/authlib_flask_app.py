"""A Flask app signing in with Authlib's Flask client, configured as Authlib's documentation
shows (server_metadata_url, client id and secret, scopes). Run by test/clients/authlib.test.ts
with Debian's python3-authlib and python3-flask. AUTHLIB_INSECURE_TRANSPORT=1 lets it talk to
the test's plain-http issuer (the only thing set for the test: "https aside").

Routes: /login, /auth (the callback), / (the signed-in user: token["userinfo"], the parsed and
validated ID token), /metadata (OpenIDProviderMetadata.validate() of the discovery document),
/refresh (a refresh_token grant), /logout (RP-initiated logout with the ID token as hint).
"""
import os
from urllib.parse import urlencode

from authlib.integrations.flask_client import OAuth
from authlib.oidc.discovery import OpenIDProviderMetadata
from flask import Flask, jsonify, redirect, session, url_for

ISSUER = os.environ["ISSUER"]

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET"]
oauth = OAuth(app)
oauth.register(
    name="tessera",
    client_id=os.environ["CLIENT_ID"],
    client_secret=os.environ["CLIENT_SECRET"],
    server_metadata_url=f"{ISSUER}/.well-known/openid-configuration",
    client_kwargs={"scope": "openid email profile offline_access"},
)


@app.route("/login")
def login():
    return oauth.tessera.authorize_redirect(url_for("auth", _external=True))


@app.route("/auth")
def auth():
    token = oauth.tessera.authorize_access_token()
    session["user"] = token["userinfo"]
    session["refresh_token"] = token.get("refresh_token")
    session["access_token"] = token["access_token"]
    session["id_token"] = token["id_token"]
    return redirect("/")


@app.route("/")
def home():
    return jsonify(user=session.get("user"))


@app.route("/metadata")
def metadata():
    """Every check of OpenIDProviderMetadata.validate(), each on its own (validate() stops at the
    first): the MUST failures, and apart the SHOULD ones, which a server may deviate from."""
    document = OpenIDProviderMetadata(oauth.tessera.load_server_metadata())
    errors, deviations = [], []
    for key in document.REGISTRY_KEYS:
        try:
            getattr(document, f"validate_{key}")()
        except ValueError as error:
            (deviations if "SHOULD" in str(error) else errors).append(str(error))
    return jsonify(valid=not errors, errors=errors, shouldDeviations=deviations)


@app.route("/refresh")
def refresh():
    token = oauth.tessera.fetch_access_token(grant_type="refresh_token", refresh_token=session["refresh_token"])
    changed = token["access_token"] != session["access_token"]
    session["refresh_token"] = token.get("refresh_token")
    session["access_token"] = token["access_token"]
    return jsonify(changed=changed, rotated=bool(token.get("refresh_token")))


@app.route("/logout")
def logout():
    id_token = session.pop("id_token", None)
    session.clear()
    end_session = oauth.tessera.load_server_metadata()["end_session_endpoint"]
    query = urlencode({"id_token_hint": id_token, "post_logout_redirect_uri": url_for("home", _external=True)})
    return redirect(f"{end_session}?{query}")


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=int(os.environ["PORT"]))
